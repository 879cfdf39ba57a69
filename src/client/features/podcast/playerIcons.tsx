import { Icon, type IconProps } from '@chakra-ui/react';

// Inline icons for the player controls (no icon library in the bundle); decorative: the
// buttons carry the names.

export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M8 5.5v13l10.5-6.5z" />
      </svg>
    </Icon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
      </svg>
    </Icon>
  );
}

function SkipIcon({ forward, ...props }: IconProps & { forward?: boolean }) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <g transform={forward ? 'translate(24 0) scale(-1 1)' : undefined}>
          <path d="M4 12a8 8 0 1 0 2.6-5.9" />
          <path d="M4 4v4h4" />
        </g>
        <text x="12" y="15.5" fontSize="7" textAnchor="middle" fill="currentColor" stroke="none" fontWeight="700">
          15
        </text>
      </svg>
    </Icon>
  );
}

export const SkipBackIcon = (props: IconProps) => <SkipIcon {...props} />;
export const SkipForwardIcon = (props: IconProps) => <SkipIcon forward {...props} />;

export function VolumeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
      </svg>
    </Icon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      </svg>
    </Icon>
  );
}
