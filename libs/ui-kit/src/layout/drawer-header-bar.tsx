import type { ReactNode } from 'react';
import { Drawer } from '@chakra-ui/react';

export interface DrawerHeaderBarProps {
  children: ReactNode;
  /** Horizontal padding token (the menu drawer is tighter than the content drawer). */
  px?: string;
}

/** The 60 px drawer header of spec §9, shared by the menu drawer and the right drawer. */
export function DrawerHeaderBar({ children, px = '5' }: DrawerHeaderBarProps) {
  return (
    <Drawer.Header
      flex="none"
      height="60px"
      py="0"
      px={px}
      display="flex"
      alignItems="center"
      borderBottomWidth="1px"
      borderColor="border"
    >
      {children}
    </Drawer.Header>
  );
}
