/** antd-mobile's texts in the app language around its children (Storybook's preview wraps every story in it). */
export { AntdLocale as default } from './antd-locale';
