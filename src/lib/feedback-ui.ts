import { Dialog, Toast } from 'antd-mobile';

/**
 * antd-mobile's imperative Toast and Dialog (and the react-spring they animate with). Loaded on the
 * first notification so the entry bundle does not carry them; see feedback.ts.
 */
export { Dialog, Toast };
