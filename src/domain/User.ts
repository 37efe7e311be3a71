export type Role = 'user' | 'admin';

/** A document of the `users` collection, keyed by the auth user id. */
export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  name: string;
  photoURL: string;
  role: Role;
  createdAt: string;
}

/** The signed-in identity as the authentication service reports it. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  emailVerified: boolean;
}
