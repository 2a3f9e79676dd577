// Floor 3: the stack (floor 2) on the app's page design: the static shell, and the inline script that sends the
// route's first reads while the HTML parses and paints the picture they name (both copied in by
// build-floor-pages.ts). What the first load costs with the app's libraries and the app's way of loading, but none
// of the app's own code: the floor under the app's routes for the design, not only for the libraries.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FloorPage } from './FloorPage';
import { startStack } from './stack-setup';

declare global {
  interface Window {
    __mallPrepaint?: HTMLImageElement;
  }
}

/**
 * The place of the route's picture, kept on screen as the app keeps it (src/lib/early-fetch-paint.ts): a picture
 * the inline script painted into the shell before this rendered moves in (the shell hides once #root has content),
 * and one whose answer comes later is painted here by the script (it looks for `data-prepaint-slot` in #root).
 */
function PictureSlot({ box }: { box: 'banner' | 'cover' }) {
  const keep = (slot: HTMLDivElement | null) => {
    const img = window.__mallPrepaint;
    if (slot && img && !img.closest('#root')) slot.appendChild(img);
  };
  return <div className={`floor-picture floor-picture-${box}`} data-prepaint-slot={box} ref={keep} />;
}

function Page() {
  const { t } = useTranslation();
  const count = useQuery({ queryKey: ['n'], queryFn: async () => 20 });
  const title = `${t('appName', '发现尚品')} ${count.data ?? ''}`;
  // The routes whose first reads name a picture (src/app/boot/early-data-reads.ts): the home page, a goods page.
  const box = location.pathname === '/' ? 'banner' : location.pathname.startsWith('/goods/') ? 'cover' : null;
  // The shell's brand bar, then the picture where the shell showed it: nothing on screen moves when this renders.
  const head = (
    <>
      <div className="boot-bar">{title}</div>
      {box && <PictureSlot box={box} />}
    </>
  );
  return <FloorPage title={title} head={head} />;
}

startStack(<Page />);
