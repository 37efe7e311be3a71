/** The select-all box of a table whose store selects among the rows shown. */
export const selectAllOf = (store: { readonly allSelected: boolean; toggleAll(): void }, label: string) => ({
  checked: store.allSelected,
  onChange: store.toggleAll,
  label,
});
