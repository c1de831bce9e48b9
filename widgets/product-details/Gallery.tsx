import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { onImageError } from '../../shared/format/image';

/** SPEC §2/§9: zoom steps 1 to 3.5; a click moves to the next and wraps around. */
export const ZOOM_STEPS = [1, 1.5, 2, 2.5, 3, 3.5] as const;
const PAN_STEP = 10;

interface GalleryProps {
  /** Image URLs, main first. */
  images: readonly string[];
  name: string;
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/**
 * Main image (430x510) with 80x80 thumbnails and hover zoom. The main image is
 * a button, so the zoom works from the keyboard too: Enter or Space steps the
 * zoom, arrow keys pan, Escape dismisses. Images have fixed sizes, so nothing
 * moves while they load.
 */
export function Gallery({ images, name }: GalleryProps) {
  const helpId = useId();
  const [index, setIndex] = useState(0);
  const [step, setStep] = useState(0);
  const [active, setActive] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const current = images[Math.min(index, images.length - 1)] ?? images[0] ?? '';
  const level = ZOOM_STEPS[step] ?? 1;
  const zoomed = active && level > 1;

  const follow = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setOrigin({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && step > 0) {
      event.preventDefault();
      event.stopPropagation();
      setStep(0);
      return;
    }
    const pan: Record<string, [number, number]> = { ArrowLeft: [-PAN_STEP, 0], ArrowRight: [PAN_STEP, 0], ArrowUp: [0, -PAN_STEP], ArrowDown: [0, PAN_STEP] };
    const delta = pan[event.key];
    if (delta && step > 0) {
      event.preventDefault();
      setOrigin((o) => ({ x: clamp(o.x + delta[0]), y: clamp(o.y + delta[1]) }));
    }
  };

  return (
    <div className="sf-gallery">
      <div className="sf-gallery__stage">
        <button
          type="button"
          className="sf-gallery__zoom"
          aria-label={`Zoom image of ${name}`}
          aria-describedby={helpId}
          data-zoom={zoomed ? level : 1}
          onClick={() => {
            setActive(true);
            setStep((s) => (s + 1) % ZOOM_STEPS.length);
          }}
          onMouseEnter={(event) => {
            setActive(true);
            follow(event);
          }}
          onMouseMove={follow}
          onMouseLeave={() => setActive(false)}
          onFocus={() => setActive(true)}
          onBlur={() => setActive(false)}
          onKeyDown={onKeyDown}
        >
          <img
            className="sf-gallery__main"
            src={current}
            alt=""
            width={430}
            height={510}
            decoding="async"
            onError={onImageError}
            style={zoomed ? { transform: `scale(${level})`, transformOrigin: `${origin.x}% ${origin.y}%` } : undefined}
          />
        </button>
        <p id={helpId} className="sf-visually-hidden">
          Click or press Enter to zoom in steps up to 3.5 times; arrow keys move the zoomed view; Escape resets.
        </p>
        <p className="sf-visually-hidden" role="status">
          {step > 0 ? `Zoom ${level}x` : ''}
        </p>
      </div>
      {images.length > 1 && (
        <ul className="sf-gallery__thumbs" aria-label="Product images">
          {images.map((src, n) => (
            <li key={`${n}-${src}`}>
              <button
                type="button"
                className="sf-gallery__thumb"
                aria-label={`Show image ${n + 1}`}
                aria-current={n === index ? 'true' : undefined}
                onClick={() => setIndex(n)}
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
