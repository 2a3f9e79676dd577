/**
 * The reference pages of `npm run bench:floors`, each named for what it loads (the floor under the app's figures
 * is what these libraries cost on their own, not what the app's first screen needs).
 */
export interface Floor {
  name: string;
  /** Entry module in this folder. */
  page: string;
  /** Copies the app's static shell (index.html's <style> and div.boot) into the page. */
  shell?: boolean;
  /**
   * Also the app's inline script (scripts/build/inline-boot.ts): the route's first reads sent while the HTML parses
   * and the picture they name painted into the shell. Such a floor reads what each route reads, so the bench
   * measures it at every route's own path and judges each route against the floor at its path.
   */
  inlineBoot?: boolean;
  contains: string;
}

export const FLOORS: Floor[] = [
  { name: 'react', page: 'react', contains: 'React 19 and react-dom rendering a 20-line static page' },
  {
    name: 'stack',
    page: 'stack',
    contains: 'React, react-router, react-query and i18next with every zh text, rendering a 20-line static page',
  },
  {
    name: 'stack-shell-early',
    page: 'stack-early',
    shell: true,
    inlineBoot: true,
    contains:
      "stack with the app's static shell and inline script: the route's first reads while the HTML parses, the picture they name painted into the shell and kept on the page, measured at each route's path",
  },
  {
    name: 'stack-antd-home-all-contracts',
    page: 'stack-ui',
    contains:
      'stack + a lazy page with antd-mobile SearchBar, autoplaying Swiper, NoticeBar, PullToRefresh, InfiniteScroll, Image, Tag and TabBar, every zod contract built, rendering one goods page after chunk, fetch and render',
  },
  {
    name: 'stack-antd-home-all-contracts-shell',
    page: 'stack-ui',
    shell: true,
    contains: 'stack-antd-home-all-contracts with the app static shell of index.html',
  },
];
