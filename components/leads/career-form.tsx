'use client';

import { careerDesignations, careerLocations } from '@/content/jobs';
import { Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from './fields';
import { ConsentFields } from './consent-fields';
import { PlainFormFields } from './plain-form-fields';
import { type FormInitial, useVisitorForm } from './use-visitor-form';

/** The /career application: name, e-mail, location, designation and an optional message. */
export function CareerForm({ initial }: { initial?: FormInitial }) {
  const { register, errors, isSubmitting, formProps } = useVisitorForm({
    kind: 'career',
    initial,
  });
  return (
    <form {...formProps} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="career-name" label="Full name" autoComplete="name" registration={register('usr_name')} error={errors.usr_name} />
        <TextField
          id="career-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          registration={register('usr_email')}
          error={errors.usr_email}
        />
        <SelectField
          id="career-location"
          label="Location"
          placeholder="Select a location"
          options={careerLocations}
          registration={register('usr_location')}
          error={errors.usr_location}
        />
        <SelectField
          id="career-designation"
          label="Designation"
          placeholder="Select a designation"
          options={careerDesignations}
          registration={register('usr_desig')}
          error={errors.usr_desig}
        />
      </div>
      <TextAreaField
        id="career-message"
        label="Message (optional)"
        placeholder="Tell us a little about yourself"
        registration={register('usr_msg')}
        error={errors.usr_msg}
      />
      <ConsentFields kind="career" idPrefix="career" marketing={initial?.marketing} />
      <Honeypot />
      <PlainFormFields kind="career" initial={initial} />
      <SubmitButton busy={isSubmitting} className="btn-primary w-full sm:w-auto sm:min-w-48">
        Submit application
      </SubmitButton>
    </form>
  );
}
