import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type UIEvent } from 'react';
import { onImageError } from '../../shared/text/format/image';
import { useKept } from '../../shared/ui/island/kept';
import { t } from './messages';

/** SPEC §2/§9: zoom steps 1 to 3.5; a click moves to the next and wraps around. */
const ZOOM_STEPS = [1, 1.5, 2, 2.5, 3, 3.5] as const;
/** A mouse over the image zooms this much before any click. */
const HOVER_ZOOM = 1.5;
const PAN_STEP = 10;

interface GalleryProps {
  /** Image URLs, main first. */
  images: readonly string[];
  name: string;
  /** The server fallback's main photo: it stands for the image with its URL, the very element the page drew first. */
  photo?: HTMLImageElement | null | undefined;
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/** The server's photo falls back to the placeholder as the island's own images do, also when it failed before the island came. */
function useFallBack(photo: HTMLImageElement | null | undefined): void {
  useEffect(() => {
    if (!photo) return undefined;
    const fellBack = () => onImageError({ currentTarget: photo });
    if (photo.complete && !photo.naturalWidth) fellBack();
    photo.addEventListener('error', fellBack);
    return () => photo.removeEventListener('error', fellBack);
  }, [photo]);
}

/**
 * Main image (430x510) with 80x80 thumbnails in one row and hover zoom. A mouse over the
 * image zooms it 1.5x around the pointer before any click; the main image is a
 * button, so click, Enter or Space step the zoom 1 → 3.5 → 1, arrow keys pan and
 * Escape dismisses. Only a mouse hovers: touch and pen pointers never start
 * the hover zoom (a tap would leave it on), they zoom by the click steps.
 * On a phone the images are a strip that snaps from one to the next under a swipe, the main
 * image kept under half the screen's height; the thumbnails follow the swipe and a thumbnail
 * glides the strip to its image. Only the main image is a control: the others are pictures
 * beside it, hidden from assistive technology, until swiped to.
 * Images have fixed sizes, so nothing moves while they load.
 */
export function Gallery({ images, name, photo }: GalleryProps) {
  const helpId = useId();
  // As the server wrote it (Blade prints the URL the island gives that image), before any fallback swapped it.
  const [keptSrc] = useState(() => photo?.getAttribute('src'));
  const kept = useKept(photo);
  useFallBack(photo);
  /** The image at `src`: the server's photo where it is that one, else the island's own. */
  const isKept = (src: string) => src === keptSrc;
  const [index, setIndex] = useState(0);
  const [step, setStep] = useState(0);
  const [active, setActive] = useState(false);
  const [hovering, setHovering] = useState(false);
  // Clicked back to 1x (or Escape) with the mouse still over the image: it stays at 1x until the mouse leaves.
  const [dismissed, setDismissed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const current = Math.max(0, Math.min(index, images.length - 1));
  const strip = useRef<HTMLDivElement>(null);
  // The image a thumbnail asked for while the strip glides to it: the images passed on the way are not chosen.
  const heading = useRef<number | null>(null);
  const chosen = ZOOM_STEPS[step] ?? 1;
  const level = active && step > 0 ? chosen : hovering && !dismissed ? HOVER_ZOOM : 1;

  const follow = (event: PointerEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setOrigin({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  };

  const show = (n: number) => {
    setIndex(n);
    setStep(0);
    setDismissed(false);
  };

  const choose = (n: number) => {
    show(n);
    const el = strip.current;
    if (!el || el.scrollWidth <= el.clientWidth) return; // one image shown at a time (wide layout)
    heading.current = n;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    el.scrollTo({ left: n * el.clientWidth, behavior: still ? 'instant' : 'smooth' });
  };

  /** A swipe has come to rest on an image (the strip snaps, so it rests on one exactly): that one is shown. */
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.clientWidth === 0) return;
    const n = Math.round(el.scrollLeft / el.clientWidth);
    if (Math.abs(el.scrollLeft - n * el.clientWidth) > 1) return;
    if (heading.current !== null && heading.current !== n) return;
    heading.current = null;
    if (n !== current) show(n);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && level > 1) {
      event.preventDefault();
      event.stopPropagation();
      setStep(0);
      setDismissed(true);
      return;
    }
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    };
    const delta = pan[event.key];
    if (delta && level > 1) {
      event.preventDefault();
      setOrigin((o) => ({ x: clamp(o.x + delta[0]), y: clamp(o.y + delta[1]) }));
    }
  };

  return (
    <div className="sf-gallery">
      <div className="sf-gallery__stage">
        <div className="sf-gallery__strip" ref={strip} onScroll={onScroll} onPointerDown={() => (heading.current = null)}>
          {images.map((src, n) =>
            n === current ? (
              <button
                key={`${n}-${src}`}
                type="button"
                className="sf-gallery__frame sf-gallery__zoom"
                aria-label={t('zoomImage', { name })}
                aria-describedby={helpId}
                data-zoom={level}
                onClick={() => {
                  const next = (step + 1) % ZOOM_STEPS.length;
                  setActive(true);
                  setStep(next);
                  setDismissed(next === 0);
                }}
                onPointerEnter={(event) => {
                  if (event.pointerType !== 'mouse') return;
                  setActive(true);
                  setHovering(true);
                  setDismissed(false);
                  follow(event);
                }}
                onPointerMove={(event) => {
                  if (event.pointerType === 'mouse') follow(event);
                }}
                // A tap zooms around the finger: the origin is taken where the pointer goes down.
                onPointerDown={follow}
                onPointerLeave={(event) => {
                  if (event.pointerType !== 'mouse') return;
                  setActive(false);
                  setHovering(false);
                  setDismissed(false);
                }}
                onFocus={() => setActive(true)}
                onBlur={() => setActive(false)}
                onKeyDown={onKeyDown}
                ref={isKept(src) ? kept : undefined}
                // The image's zoom, as properties its CSS reads: the server's photo is no element React draws.
                style={level > 1 ? ({ '--sf-zoom': level, '--sf-zoom-origin': `${origin.x}% ${origin.y}%` } as CSSProperties) : undefined}
              >
                {!isKept(src) && (
                  <img className="sf-gallery__main" src={src} alt="" width={430} height={510} decoding="async" onError={onImageError} />
                )}
              </button>
            ) : (
              // The images beside the main one, for the swipe: seen, not operable until swiped to.
              <div key={`${n}-${src}`} className="sf-gallery__frame sf-gallery__slide" aria-hidden="true" ref={isKept(src) ? kept : undefined}>
                {!isKept(src) && (
                  <img
                    className="sf-gallery__main"
                    src={src}
                    alt=""
                    width={430}
                    height={510}
                    loading="lazy"
                    decoding="async"
                    onError={onImageError}
                  />
                )}
              </div>
            ),
          )}
        </div>
        <p id={helpId} className="sf-visually-hidden">
          {t('zoomHelp', { max: ZOOM_STEPS[ZOOM_STEPS.length - 1]! })}
        </p>
        <p className="sf-visually-hidden" role="status">
          {step > 0 ? t('zoomLevel', { level: chosen }) : ''}
        </p>
      </div>
      {images.length > 1 && (
        <ul className="sf-gallery__thumbs" aria-label={t('images')}>
          {images.map((src, n) => (
            <li key={`${n}-${src}`}>
              <button
                type="button"
                className="sf-gallery__thumb"
                aria-label={t('showImage', { n: n + 1 })}
                aria-current={n === current ? 'true' : undefined}
                onClick={() => choose(n)}
              >
                <img src={src} alt="" width={80} height={80} loading="lazy" decoding="async" onError={onImageError} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
