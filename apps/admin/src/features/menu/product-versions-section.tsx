// The product editor's versions (Hot, Iced…), each with the price it adds to the size's price, kept
// as the person types it until the save reads it as cents.
import { Plus, Trash2 } from 'lucide-react';
import type { Form } from '../../lib/use-form.ts';
import { Button } from '../../ui/button.tsx';
import { FieldGroup } from '../../ui/form-field.tsx';
import type { ProductValues } from './product-form.ts';
import { PRODUCT_INPUT } from './product-words-section.tsx';

function VersionRow({ form, index }: { form: Form<ProductValues>; index: number }) {
  const { values, set } = form;
  const version = values.versions[index];
  if (!version) return null;
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2">
      <input
        aria-label={`Version ${index + 1} name`}
        className={`${PRODUCT_INPUT} max-w-48`}
        value={version.name}
        onChange={(e) =>
          set({ versions: values.versions.map((x, i) => (i === index ? { ...x, name: e.target.value } : x)) })
        }
      />
      <label className="flex items-center gap-1 text-sm text-stone-700">
        adds $
        <input
          aria-label={`Version ${index + 1} extra price in dollars`}
          inputMode="decimal"
          className={`${PRODUCT_INPUT} w-24`}
          value={values.versionPrices[index] ?? '0.00'}
          onChange={(e) =>
            set({ versionPrices: values.versionPrices.map((p, i) => (i === index ? e.target.value : p)) })
          }
        />
      </label>
      <Button
        variant="quiet"
        aria-label={`Remove version ${version.name || index + 1}`}
        onClick={() =>
          set({
            versions: values.versions.filter((_, i) => i !== index),
            versionPrices: values.versionPrices.filter((_, i) => i !== index),
          })
        }
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

export function ProductVersionsSection({ form }: { form: Form<ProductValues> }) {
  const { values, set } = form;
  return (
    <FieldGroup
      legend="Versions"
      hint="Hot, Iced… each with the price it adds to the size's price."
      error={form.problemFor('versions')}
    >
      {values.versions.map((_, index) => (
        <VersionRow key={index} form={form} index={index} />
      ))}
      <Button
        icon={<Plus aria-hidden className="size-4" />}
        onClick={() =>
          set({
            versions: [...values.versions, { id: null, name: '', priceDeltaCents: 0 }],
            versionPrices: [...values.versionPrices, '0.00'],
          })
        }
      >
        Add a version
      </Button>
    </FieldGroup>
  );
}
