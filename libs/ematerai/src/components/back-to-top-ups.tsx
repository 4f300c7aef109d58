import { Link } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { topUpPaths } from '../model/top-up-paths';

/** The link back to the Top Up Balance list, above each of its sub pages. */
export function BackToTopUps() {
  return (
    <Link asChild fontSize="sm">
      <RouterLink to={topUpPaths.list}>
        <ArrowLeft size={16} aria-hidden="true" /> Top Up Balance
      </RouterLink>
    </Link>
  );
}
