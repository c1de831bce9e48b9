import { formatNumber } from '../../shared/text/format/number';
import { t } from './messages';
import { spokenTimeLeft, type TimeLeft } from './time-left';

/** Two digits (hours, minutes, seconds) in the page's digits: '03', '০৩'. */
const pad = (n: number) => formatNumber(n, { minimumIntegerDigits: 2 });

/**
 * The countdown to the page's fixed end. role=timer is not live (aria-live off),
 * so nothing is announced each second; its name says the time left to the minute.
 */
export function Countdown({ left }: { left: TimeLeft }) {
  if (left.ended) {
    return <p className="sf-countdown sf-countdown--ended">{t('ended')}</p>;
  }
  const cells: [number, 'days' | 'hours' | 'minutes' | 'seconds'][] = [
    [left.days, 'days'],
    [left.hours, 'hours'],
    [left.minutes, 'minutes'],
    [left.seconds, 'seconds'],
  ];
  return (
    <div className="sf-countdown" role="timer" aria-live="off" aria-atomic="true" aria-label={spokenTimeLeft(left)}>
      {cells.map(([value, unit]) => (
        <span key={unit} className="sf-countdown__cell" aria-hidden="true">
          <span className="sf-countdown__value">{unit === 'days' ? formatNumber(value) : pad(value)}</span>
          <span className="sf-countdown__unit">{t(unit)}</span>
        </span>
      ))}
    </div>
  );
}
