import { AdminScreen } from '../features/admin/components/admin-screen';
import { useAuth } from '../features/auth/components/auth-provider';
import { RequireAuth } from '../features/auth/components/require-auth';

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
