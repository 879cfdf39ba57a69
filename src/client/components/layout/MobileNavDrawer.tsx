import { type ReactNode, Suspense, useRef, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { preloadableLazy } from '../../lib/preloadableLazy';
import { MenuIcon } from '../icons';

const panel = preloadableLazy(() => import('./MobileNavPanel').then((m) => ({ default: m.MobileNavPanel })));
const MobileNavPanel = panel.Component;

type MobileNavDrawerProps = {
  /** accessible name of the button that opens the drawer */
  label: string;
  title: ReactNode;
  /** receives `close` so a chosen link can shut the drawer */
  children: (close: () => void) => ReactNode;
  /** colour of the menu button, to suit the bar it sits in */
  triggerColor?: string;
  /** 'dark' draws the panel on the brand navy, like the admin sidebar it replaces */
  tone?: 'light' | 'dark';
};

/**
 * The slide-out menu phones get in place of a header or sidebar. Only the button comes with the
 * page; the panel is fetched as a finger or the focus reaches the button, and opens as it lands.
 */
export function MobileNavDrawer({ label, title, children, triggerColor = 'inherit', tone = 'light' }: MobileNavDrawerProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const approach = () => void panel.preload();
  return (
    <>
      <IconButton
        ref={trigger}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={approach}
        onTouchStart={approach}
        onFocus={approach}
        variant="ghost"
        color={triggerColor}
        _hover={{ bg: 'whiteAlpha.200' }}
        focusRingColor="gold.400"
      >
        <MenuIcon boxSize="6" />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavPanel open={open} onOpenChange={setOpen} trigger={() => trigger.current} title={title} dark={tone === 'dark'}>
            {children}
          </MobileNavPanel>
        </Suspense>
      )}
    </>
  );
}
