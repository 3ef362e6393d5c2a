/** What the admin forms say when they succeed or fail (spec sections 4 and 8). */
export interface FormMessages {
  success: string;
  failure: string;
}

export const formMessages = {
  visa: {
    create: { success: 'Visa created successfully', failure: 'Error creating visa' },
    edit: { success: 'Visa updated successfully', failure: 'Failed to update the visa.' },
  },
  blog: {
    create: { success: 'Blog created successfully', failure: 'Error creating blog' },
    edit: { success: 'Blog updated successfully!', failure: 'Failed to update the blog.' },
  },
} as const satisfies Record<'visa' | 'blog', Record<'create' | 'edit', FormMessages>>;
