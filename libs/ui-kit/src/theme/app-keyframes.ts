import { defineKeyframes } from '@chakra-ui/react';

// The keyframes the app's recipes and components name (spinner, skeleton, dialog, drawer, the user
// menu): Chakra's definitions, written out here because importing Chakra's set brings every one of
// them (marquee, collapse, progress…) to the first load. app-system-references.spec checks that each equals
// Chakra's and that every keyframe a recipe of the app names is here.

type Side = 'top' | 'bottom' | 'left' | 'right';
const SIDES: Side[] = ['top', 'bottom', 'left', 'right'];

/** Where an element starts (slide-from) or ends (slide-to) when it slides off its full size. */
const FULL_OFFSET: Record<Side, string> = {
  top: '0 -100%',
  bottom: '0 100%',
  left: '-100% 0',
  right: '100% 0',
};

/** The same for the short slides of popups (0.5rem unless the component sets the distance). */
function shortOffset(direction: 'from' | 'to', side: Side): string {
  const distance = `var(--slide-${direction}-${side}-distance, 0.5rem)`;
  const away = side === 'top' || side === 'left' ? `calc(${distance} * -1)` : distance;
  return side === 'top' || side === 'bottom' ? `0 ${away}` : `${away} 0`;
}

const slides = Object.fromEntries(
  SIDES.flatMap((side) => [
    [
      `slide-from-${side}-full`,
      { from: { translate: FULL_OFFSET[side] }, to: { translate: '0 0' } },
    ],
    [`slide-to-${side}-full`, { from: { translate: '0 0' }, to: { translate: FULL_OFFSET[side] } }],
    [
      `slide-from-${side}`,
      { '0%': { translate: shortOffset('from', side) }, to: { translate: '0' } },
    ],
    [`slide-to-${side}`, { '0%': { translate: '0' }, to: { translate: shortOffset('to', side) } }],
  ]),
);

export const appKeyframes = defineKeyframes({
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '0.5' } },
  'bg-position': {
    from: { backgroundPosition: 'var(--animate-from, 1rem) 0' },
    to: { backgroundPosition: 'var(--animate-to, 0) 0' },
  },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  'scale-in': { from: { scale: '0.95' }, to: { scale: '1' } },
  'scale-out': { from: { scale: '1' }, to: { scale: '0.95' } },
  ...slides,
});
