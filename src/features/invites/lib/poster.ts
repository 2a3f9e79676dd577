/**
 * Draws the share poster on a canvas: shop name, invitation line, the QR code and the link, on a
 * red card. Returns a PNG data URL the user can long-press to save.
 */
export async function drawPoster(opts: {
  qrDataUrl: string;
  title: string;
  subtitle: string;
  link: string;
  canvas?: HTMLCanvasElement;
}): Promise<string> {
  const canvas = opts.canvas ?? document.createElement('canvas');
  const w = 600;
  const h = 900;
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d unavailable');
  const grad = ctx.createLinearGradient(0, 0, w, h);
  grad.addColorStop(0, '#e4393c');
  grad.addColorStop(1, '#ff7a45');
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.font = 'bold 44px sans-serif';
  ctx.fillText(opts.title, w / 2, 110);
  ctx.font = '28px sans-serif';
  ctx.fillText(opts.subtitle, w / 2, 170);
  ctx.fillRect(120, 240, 360, 360);
  const img = new Image();
  await new Promise<void>((resolve, reject) => {
    img.onload = () => resolve();
    img.onerror = () => reject(new Error('qr image failed'));
    img.src = opts.qrDataUrl;
  });
  ctx.drawImage(img, 135, 255, 330, 330);
  ctx.font = '18px monospace';
  const link = opts.link.length > 56 ? `${opts.link.slice(0, 53)}…` : opts.link;
  ctx.fillText(link, w / 2, 680);
  return canvas.toDataURL('image/png');
}
