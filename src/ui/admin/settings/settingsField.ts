import type { ShopSettingsField } from '../../../domain/settings/ShopSettingsValidation';
import type { AdminSettingsStore } from './AdminSettingsStore';

/** A settings field's value, change and error, bound to `name` of the store's form (a TextField's or a select's). */
export const settingsField = (store: AdminSettingsStore, name: ShopSettingsField) => ({
  value: store.form[name],
  onChange: (value: string) => store.set(name, value),
  error: store.errors[name],
});
