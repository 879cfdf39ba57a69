import { Flex, Link, type FlexProps } from '@chakra-ui/react';
import { crisisLinks } from '../../shared/crisisLinks';

type CrisisLinkTarget = (typeof crisisLinks)[number];

/** One way to reach the Veterans Crisis Line (call, text or chat) as a real, tappable link. */
export function CrisisLink({ link, color }: { link: CrisisLinkTarget; color: string }) {
  return (
    <Link
      href={link.href}
      color={color}
      fontWeight="bold"
      textDecoration="underline"
      textUnderlineOffset="3px"
      display="inline-block"
      py="1"
      {...(link.key === 'chat' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
    </Link>
  );
}

type Props = FlexProps & { linkColor?: string };

/** Call, text and chat with the Veterans Crisis Line: real links, one tap each. */
export function CrisisLinks({ linkColor = 'inherit', ...flex }: Props) {
  return (
    <Flex as="ul" listStyleType="none" gap={{ base: '1', sm: '4' }} columnGap="4" wrap="wrap" {...flex}>
      {crisisLinks.map((link) => (
        <li key={link.key}>
          <CrisisLink link={link} color={linkColor} />
        </li>
      ))}
    </Flex>
  );
}
