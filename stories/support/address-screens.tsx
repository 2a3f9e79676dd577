import AddressEditPage from '../../src/pages/AddressEditPage';
import AddressPage from '../../src/pages/AddressPage';
import { pagesAt } from './page-frame';

/** Both address screens on their routes, as the shell mounts them; any other path shows where it went. */
export const AddressScreens = pagesAt({ '/address': AddressPage, '/address-edit': AddressEditPage });
