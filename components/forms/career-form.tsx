'use client';

import { careerDesignations, careerLocations } from '@/content/jobs';
import { careerSchema } from '@/lib/validation/forms';
import { Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from './fields';
import { useVisitorForm } from './use-visitor-form';

/** The /career application: name, e-mail, location, designation and an optional message. */
export function CareerForm() {
  const { form, onSubmit, honeypotRef } = useVisitorForm({
    kind: 'career',
    schema: careerSchema,
    defaultValues: { usr_name: '', usr_email: '', usr_location: '' as never, usr_desig: '' as never, usr_msg: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="career-name" label="Full name" autoComplete="name" registration={form.register('usr_name')} error={errors.usr_name?.message} />
        <TextField
          id="career-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          registration={form.register('usr_email')}
          error={errors.usr_email?.message}
        />
        <SelectField
          id="career-location"
          label="Location"
          placeholder="Select a location"
          options={careerLocations}
          registration={form.register('usr_location')}
          error={errors.usr_location?.message}
        />
        <SelectField
          id="career-designation"
          label="Designation"
          placeholder="Select a designation"
          options={careerDesignations}
          registration={form.register('usr_desig')}
          error={errors.usr_desig?.message}
        />
      </div>
      <TextAreaField
        id="career-message"
        label="Message (optional)"
        placeholder="Tell us a little about yourself"
        registration={form.register('usr_msg')}
        error={errors.usr_msg?.message}
      />
      <Honeypot inputRef={honeypotRef} />
      <SubmitButton busy={isSubmitting} className="btn-primary w-full sm:w-auto sm:min-w-48">
        Submit application
      </SubmitButton>
    </form>
  );
}
