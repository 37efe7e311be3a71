import { useState } from 'react';

/** One store per mounted screen, made once from the container's ports. */
export const useAdminStore = <T>(create: () => T): T => useState(create)[0];
