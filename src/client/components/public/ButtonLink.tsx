import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router';

type ButtonLinkProps = Omit<ButtonProps, 'asChild'> & Pick<LinkProps, 'to' | 'params'>;

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ to, params, children, ...buttonProps }: ButtonLinkProps) {
  return (
    <Button asChild {...buttonProps}>
      <RouterLink to={to} params={params}>
        {children}
      </RouterLink>
    </Button>
  );
}
