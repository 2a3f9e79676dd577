import { areaList } from '@vant/area-data';

/**
 * Province → city → district of the whole country (34 provincial divisions, ~3,500 districts and
 * counties) from @vant/area-data, a maintained dataset used by a major mobile UI library, instead of a
 * hand-written list that left most shoppers without their own district. Only the address form imports
 * this module, so the data loads with that route's chunk and never with the entry.
 */
export interface RegionNode {
  label: string;
  value: string;
  children?: RegionNode[];
}

/**
 * The dataset keys each level by its 6-digit division code: a city shares its first 2 digits with its
 * province, a district its first 4 with its city.
 */
function build(): RegionNode[] {
  const cities = new Map<string, RegionNode[]>();
  const districts = new Map<string, RegionNode[]>();
  for (const [code, name] of Object.entries(areaList.county_list)) {
    const key = code.slice(0, 4);
    districts.set(key, [...(districts.get(key) ?? []), { label: name, value: name }]);
  }
  for (const [code, name] of Object.entries(areaList.city_list)) {
    const key = code.slice(0, 2);
    const node: RegionNode = { label: name, value: name, children: districts.get(code.slice(0, 4)) ?? [] };
    cities.set(key, [...(cities.get(key) ?? []), node]);
  }
  return Object.entries(areaList.province_list).map(([code, name]) => ({
    label: name,
    value: name,
    children: cities.get(code.slice(0, 2)) ?? [],
  }));
}

export const REGIONS: readonly RegionNode[] = build();

/** The region text the backend stores: "province city district" separated by single spaces. */
export function regionText(parts: readonly string[]): string {
  return parts.filter(Boolean).join(' ');
}

/** The stored text's parts as they are, known to the dataset or not (old data keeps its words). */
export function regionParts(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** Picker values for stored text: the longest leading path that exists in the data. */
export function regionPath(text: string): string[] {
  const out: string[] = [];
  let level: readonly RegionNode[] | undefined = REGIONS;
  for (const p of regionParts(text)) {
    const hit: RegionNode | undefined = level?.find((n) => n.value === p);
    if (!hit) break;
    out.push(hit.value);
    level = hit.children;
  }
  return out;
}

/** True when the text names a complete province → city → district path of the dataset. */
export function regionKnown(text: string): boolean {
  const parts = regionParts(text);
  return parts.length === 3 && regionPath(text).length === 3;
}
