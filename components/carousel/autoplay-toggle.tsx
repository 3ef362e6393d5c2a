import { CONTROL_TONES, type ControlTone } from './control-tone';
import { AUTOPLAY_TOGGLE_ATTRIBUTE } from './use-autoplay-control';

interface AutoplayToggleProps {
  paused: boolean;
  onToggle: () => void;
  tone?: ControlTone;
  /** Its name while it pauses and while it plays, in the page's language: 'Pause the slides', 'Play the slides'. */
  labels: { pause: string; play: string };
}

/** The visible pause / play button of an auto-advancing carousel (WCAG 2.2.2), styled like its arrows. */
export function AutoplayToggle({ paused, onToggle, tone = 'light', labels }: AutoplayToggleProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      {...{ [AUTOPLAY_TOGGLE_ATTRIBUTE]: '' }}
      aria-label={paused ? labels.play : labels.pause}
      className={`btn-icon ${CONTROL_TONES[tone]}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
        {paused ? <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
      </svg>
    </button>
  );
}
