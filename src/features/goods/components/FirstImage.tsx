import { type CSSProperties, useState } from 'react';
import { prepaintedFor, takeOver } from '@/lib/early-fetch-paint';

interface FirstImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  style?: CSSProperties;
}

const CONTENTS: CSSProperties = { display: 'contents' };

/**
 * A first screen's largest image (the home page's first banner, the goods page's cover): fetched first, never
 * lazily. If index.html already painted this picture into the shell, the element is taken over as it is (moved
 * into this tree with these attributes), so the browser neither fetches nor paints it a second time.
 */
export function FirstImage({ src, alt, ...rest }: FirstImageProps) {
  // Decided once per mount: a later render must not swap the taken-over element for a new <img>.
  const [painted] = useState(() => prepaintedFor(src));
  if (painted && painted.getAttribute('src') === src) {
    return (
      <span
        style={CONTENTS}
        ref={(host) => {
          if (host)
            takeOver(painted, host, { ...rest, alt, style: rest.style as Partial<CSSStyleDeclaration> | undefined });
        }}
      />
    );
  }
  return <img src={src} alt={alt} {...rest} fetchPriority="high" loading="eager" />;
}
