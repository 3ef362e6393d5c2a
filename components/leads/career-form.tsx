'use client';

import { careerDesignations, careerLocations } from '@/content/jobs';
import { Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from './fields';
import { ConsentFields } from './consent-fields';
import { useFormText } from './form-text';
import { PlainFormFields } from './plain-form-fields';
import { type FormInitial, useVisitorForm } from './use-visitor-form';

/** The spec's choices as options: the English value is what is sent, the label in the page's language. */
const choices = (values: readonly string[], labels: Readonly<Record<string, string>>) => values.map((value) => ({ value, label: labels[value] ?? value }));

/** The /career application: name, e-mail, location, designation and an optional message. */
export function CareerForm({ initial }: { initial?: FormInitial }) {
  const text = useFormText();
  const { fields, buttons, career, locale } = text;
  const { register, errors, isSubmitting, formProps } = useVisitorForm({
    kind: 'career',
    text,
    initial,
  });
  return (
    <form {...formProps} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="career-name" label={fields.fullName} autoComplete="name" registration={register('usr_name')} error={errors.usr_name} />
        <TextField
          id="career-email"
          label={fields.email}
          type="email"
          autoComplete="email"
          registration={register('usr_email')}
          error={errors.usr_email}
        />
        <SelectField
          id="career-location"
          label={fields.location}
          placeholder={fields.selectLocation}
          options={choices(careerLocations, career.locations)}
          registration={register('usr_location')}
          error={errors.usr_location}
        />
        <SelectField
          id="career-designation"
          label={fields.designation}
          placeholder={fields.selectDesignation}
          options={choices(careerDesignations, career.designations)}
          registration={register('usr_desig')}
          error={errors.usr_desig}
        />
      </div>
      <TextAreaField
        id="career-message"
        label={fields.careerMessage}
        placeholder={fields.careerMessagePlaceholder}
        registration={register('usr_msg')}
        error={errors.usr_msg}
      />
      <ConsentFields kind="career" idPrefix="career" locale={locale} privacyPolicy={fields.privacyPolicy} marketing={initial?.marketing} />
      <Honeypot />
      <PlainFormFields kind="career" locale={locale} initial={initial} />
      <SubmitButton busy={isSubmitting} busyLabel={buttons.submitting} className="btn-primary w-full sm:w-auto sm:min-w-48">
        {buttons.submitApplication}
      </SubmitButton>
    </form>
  );
}
