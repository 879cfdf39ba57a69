import { Icon, type IconProps } from '@chakra-ui/react';

// The few icons the shell needs, drawn inline so no icon library enters the bundle.
// Chakra's Icon styles the <svg> child it is given (asChild).

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </Icon>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 2.5l2.9 5.9 6.6 1-4.8 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5L2.5 9.4l6.6-1z" />
      </svg>
    </Icon>
  );
}
