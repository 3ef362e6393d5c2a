'use client';

import { BilingualText } from '../admin/forms/bilingual';
import { FormSection } from '../admin/forms/form-section';
import { ImageField, type ImageFieldProps } from '../admin/forms/image-field';

/** A visa's or a post's picture and its alt text in both languages, as their editors show them. */
export function ImageSection(props: ImageFieldProps) {
  return (
    <FormSection title="Image and alt text">
      <ImageField {...props} />
      <BilingualText name="imageAlt" label="Image alt" required hint="Describe the picture for people who cannot see it." />
    </FormSection>
  );
}
