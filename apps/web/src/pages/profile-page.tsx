// `/profile` (login required): edit the profile, delete the account.
import { ProfileForm } from "../features/session/profile-form.tsx";

export function ProfilePage() {
  return <ProfileForm />;
}
