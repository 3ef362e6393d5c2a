import mongoose, { Schema } from 'mongoose';

const submissionSchema = new Schema(
  {
    kind: { type: String, required: true },
    idempotencyKey: { type: String, required: true, unique: true },
    fields: { type: Schema.Types.Mixed, required: true },
    deliveries: { type: Schema.Types.Mixed, required: true },
    source: { type: Schema.Types.Mixed, default: null },
    // The lead pipeline (lib/store/pipeline.ts), its stage beside it for filters and counts, and a
    // revision every change increments (the compare-and-set of concurrent changes).
    pipeline: { type: Schema.Types.Mixed, default: null },
    stage: { type: String, default: 'new' },
    pipelineRevision: { type: Number, default: 0 },
    // What staff search by (lib/store/lead-search.ts); filled in at start for older records.
    searchText: { type: String, default: '' },
    // The phone in national digits (duplicates) and the source channel (counts per source).
    phone: { type: String, default: null },
    sourceChannel: { type: String, default: null },
    // Denormalised from `deliveries` so the inbox filters and the retry worker can use indexes.
    crmStatus: { type: String, default: null },
    emailStatus: { type: String, default: null },
    nextAttemptAt: { type: String, default: null },
    createdAt: { type: String, required: true },
  },
  { versionKey: false, strict: 'throw', minimize: false },
);
submissionSchema.index({ createdAt: -1, _id: -1 });
submissionSchema.index({ stage: 1, createdAt: -1 });
submissionSchema.index({ phone: 1 }, { partialFilterExpression: { phone: { $type: 'string' } } });
submissionSchema.index({ sourceChannel: 1, createdAt: -1 });
submissionSchema.index({ nextAttemptAt: 1 }, { partialFilterExpression: { nextAttemptAt: { $type: 'string' } } });

export const SubmissionModel =
  mongoose.models.Submission ?? mongoose.model('Submission', submissionSchema, 'submissions');
