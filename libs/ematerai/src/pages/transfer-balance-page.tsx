import { Box, Link } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { TransferSection } from '../components/transfer-section';

/** Spec §2 sub page ematerai-balance/transfer-balance: the transfers without the balances. */
export function TransferBalancePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page')) || 1;
  return (
    <Box>
      <Link asChild fontSize="sm">
        <RouterLink to="/admin/ematerai/ematerai-balance">
          <ArrowLeft size={16} aria-hidden="true" /> Balance & Transfer
        </RouterLink>
      </Link>
      <TransferSection
        page={page}
        onPageChange={(next) => setSearchParams({ page: String(next) })}
      />
    </Box>
  );
}
