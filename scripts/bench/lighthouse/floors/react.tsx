// Floor 1: React 19 and react-dom only.
import { createRoot } from 'react-dom/client';
import { FloorPage } from './FloorPage';

const root = document.getElementById('root');
if (root) createRoot(root).render(<FloorPage title="发现尚品" />);
