/** Transitional: the query moved to src/api (issue 32); removed once the last screen imports it from there. */
export { useBanners } from '@/api/content';
