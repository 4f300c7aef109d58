import { Card, Stat } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-ui/react/theme';
import { formatStamps } from '../model/format-stamps';

export type TotalCardProps = {
  label: string;
  /** Stamps; undefined while loading and null after a failure both show '-'. */
  stamps: number | null | undefined;
};

/** A stamp total above a list (total balance, total topped up). */
export function TotalCard({ label, stamps }: TotalCardProps) {
  return (
    <Card.Root size="sm" variant="subtle">
      <Card.Body>
        {/* The stat recipe is not in the trimmed app system; the lazily loaded page brings its own. */}
        <Stat.Root recipe={statSlotRecipe}>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText aria-live="polite" fontSize="2xl">
            {stamps === undefined || stamps === null ? '-' : formatStamps(stamps)}
          </Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
