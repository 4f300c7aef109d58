import { Card, Stat } from '@chakra-ui/react';
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
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText aria-live="polite" fontSize="2xl">
            {stamps === undefined || stamps === null ? '-' : formatStamps(stamps)}
          </Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
