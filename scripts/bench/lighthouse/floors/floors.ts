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
