/** How admin stores tell the admin about results; the UI passes its toaster, tests pass a recorder. */
export interface AdminNotifier {
  success(message: string): void;
  error(message: string): void;
}
