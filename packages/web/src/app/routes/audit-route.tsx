import { Navigate } from 'react-router';
import Box from '@mui/material/Box';
import { paths } from '#config/paths.ts';
import { AuditTrail } from '../../features/audit/components/audit-trail.tsx';
import { useCurrentUser } from '#lib/current-user.ts';

export const AuditRoute = () => {
  const user = useCurrentUser();
  if (user.data !== undefined && !user.data.isAdmin) return <Navigate to={paths.account.path} replace />;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <AuditTrail />
    </Box>
  );
};
