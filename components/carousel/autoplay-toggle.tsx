import { CONTROL_TONES, type ControlTone } from './control-tone';
import { AUTOPLAY_ICON_PATHS, AUTOPLAY_TOGGLE_ATTRIBUTE, UNSEEN_CLASS, unseenProps } from './carousel-dom';

interface AutoplayToggleProps {
  paused: boolean;
  /** Left out where the carousel's controller runs it (./carousel-controller.ts). */
  onToggle?: () => void;
  /**
   * Until the script that runs the autoplay has started: the button keeps its place but is not
   * shown, so its arrival moves nothing beside it. Never shown to a visitor who prefers reduced
   * motion.
   */
  waiting?: boolean;
  tone?: ControlTone;
  /** Its name while it pauses and while it plays, in the page's language: 'Pause the slides', 'Play the slides'. */
  labels: { pause: string; play: string };
}

/** The visible pause / play button of an auto-advancing carousel (WCAG 2.2.2), styled like its arrows. */
export function AutoplayToggle({ paused, onToggle, waiting, tone = 'light', labels }: AutoplayToggleProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      {...{ [AUTOPLAY_TOGGLE_ATTRIBUTE]: '', ...unseenProps(waiting) }}
      aria-label={paused ? labels.play : labels.pause}
      className={`btn-icon ${CONTROL_TONES[tone]} ${UNSEEN_CLASS} motion-reduce:hidden`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
        <path d={paused ? AUTOPLAY_ICON_PATHS.play : AUTOPLAY_ICON_PATHS.pause} />
      </svg>
    </button>
  );
}
