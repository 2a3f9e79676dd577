import { Route, Routes, useLocation } from 'react-router';
import AddressEditPage from '../../src/pages/AddressEditPage';
import AddressPage from '../../src/pages/AddressPage';

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** Both address screens on their routes, as the shell mounts them; any other path shows where it went. */
export function AddressScreens() {
  return (
    <Routes>
      <Route path="/address" element={<AddressPage />} />
      <Route path="/address-edit" element={<AddressEditPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}
