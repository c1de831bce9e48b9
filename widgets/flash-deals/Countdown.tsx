import { spokenTimeLeft, type TimeLeft } from './time-left';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The countdown to the page's fixed end. role=timer is not live (aria-live off),
 * so nothing is announced each second; its name says the time left to the minute.
 */
export function Countdown({ left }: { left: TimeLeft }) {
  if (left.ended) {
    return <p className="sf-countdown sf-countdown--ended">This deal has ended</p>;
  }
  const cells: [number, string][] = [
    [left.days, 'Days'],
    [left.hours, 'Hours'],
    [left.minutes, 'Minutes'],
    [left.seconds, 'Seconds'],
  ];
  return (
    <div className="sf-countdown" role="timer" aria-live="off" aria-atomic="true" aria-label={spokenTimeLeft(left)}>
      {cells.map(([value, name]) => (
        <span key={name} className="sf-countdown__cell" aria-hidden="true">
          <span className="sf-countdown__value">{name === 'Days' ? value : pad(value)}</span>
          <span className="sf-countdown__unit">{name}</span>
        </span>
      ))}
    </div>
  );
}
