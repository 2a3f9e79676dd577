import { areaList } from '@vant/area-data';

/**
 * Seeded addresses name their region by division code and take the words from the same dataset the
 * app's region picker uses (@vant/area-data), so every seeded region is one a shopper could pick.
 * Returns "province city district" as the address editor stores it.
 */
export function regionOf(districtCode: string): string {
  const district = areaList.county_list[districtCode];
  const city = areaList.city_list[`${districtCode.slice(0, 4)}00`];
  const province = areaList.province_list[`${districtCode.slice(0, 2)}0000`];
  // Stryker disable next-line ConditionalExpression: every county of @vant/area-data has its city and province (checked over all 3479), so only !district decides
  if (!district || !city || !province) throw new Error(`regionOf: no district with code ${districtCode}`);
  return `${province} ${city} ${district}`;
}
