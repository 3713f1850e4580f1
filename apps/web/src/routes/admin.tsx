import { AdminScreen } from '../features/admin/components/admin-screen';
import { RequireAuth } from '../features/auth/components/require-auth';
import { useAuth } from '../lib/session/auth-provider';

function Admin() {
  const { me } = useAuth();
  return <AdminScreen isAdmin={me?.isAdmin === true} />;
}

export default function AdminPage() {
  return (
    <RequireAuth>
      <Admin />
    </RequireAuth>
  );
}
