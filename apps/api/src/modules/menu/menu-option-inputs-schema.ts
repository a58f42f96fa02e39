// What the back office sends to save a size, a modifier group or a modifier scale.
import type { Builder } from '../../graphql/builder.ts';
export function addMenuOptionInputs(builder: Builder) {
  const SizeInput = builder.inputType('MenuSizeInput', {
    fields: (t) => ({
      id: t.int({ description: 'Null for a new size.' }),
      name: t.string({ required: true }),
      ounces: t.int({ description: 'Fluid ounces; null for a size that is not a cup.' }),
    }),
  });
  const ModifierInput = builder.inputType('MenuModifierInput', {
    fields: (t) => ({
      id: t.int({ description: 'Null for a new modifier.' }),
      name: t.string({ required: true }),
      isVariableQuantity: t.boolean({ required: true, description: 'The customer picks a count.' }),
      maxQuantity: t.int({ required: true, description: 'The highest count; 1 when not counted.' }),
    }),
  });
  const ModifierGroupInput = builder.inputType('MenuModifierGroupInput', {
    fields: (t) => ({
      id: t.int({ description: 'Null for a new modifier group.' }),
      name: t.string({ required: true }),
      multiSelect: t.boolean({ required: true, description: 'Several of its modifiers may be chosen.' }),
      modifiers: t.field({ type: [ModifierInput], required: true, description: 'In the order shown.' }),
    }),
  });
  const ScaleStepInput = builder.inputType('MenuScaleStepInput', {
    fields: (t) => ({
      id: t.int({ description: 'Null for a new step.' }),
      name: t.string({ required: true }),
    }),
  });
  const ModifierScaleInput = builder.inputType('MenuModifierScaleInput', {
    fields: (t) => ({
      id: t.int({ description: 'Null for a new scale.' }),
      name: t.string({ required: true }),
      steps: t.field({ type: [ScaleStepInput], required: true, description: 'From one end to the other.' }),
    }),
  });
  return { SizeInput, ModifierGroupInput, ModifierScaleInput };
}
