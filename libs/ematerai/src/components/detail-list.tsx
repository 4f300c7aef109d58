import { Box, Grid, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

export type DetailListProps = {
  /** Label and value of each line, in order. */
  rows: readonly (readonly [label: string, value: ReactNode])[];
};

/** A bordered definition list: labels on the left, values on the right (stacked on a phone). */
export function DetailList({ rows }: DetailListProps) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: '1fr', md: 'max-content 1fr' }}
      columnGap="8"
      rowGap={{ base: '1', md: '3' }}
      borderWidth="1px"
      rounded="md"
      p="5"
      maxWidth="3xl"
      fontSize="sm"
    >
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Text as="dt" color="fg.muted" mt={{ base: '2', md: '0' }}>
            {label}
          </Text>
          <Box as="dd">{value}</Box>
        </Fragment>
      ))}
    </Grid>
  );
}
