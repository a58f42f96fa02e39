// The back office's edits to sizes, modifier groups and modifier scales in the menu draft
// (decision 009): like a product's, each save or removal is version-checked (EDIT_CONFLICT with the
// record as it is now), held to the domain's rules and audited in the edit's own transaction
// (editDraft). The three kinds differ only in the domain functions that read, check, save and
// remove them, so one editor serves all three.
import { draftEntityKey } from '@brewline/domain/menu/menu-draft';
import {
  modifierGroupProblems,
  modifierScaleProblems,
  optionRemovalProblems,
  sizeProblems,
  type MenuOptionKind,
} from '@brewline/domain/menu/menu-draft-option-rules';
import type { MenuProblem } from '@brewline/domain/menu/menu-draft-rules';
import {
  modifierGroupDraftOf,
  modifierScaleDraftOf,
  sizeDraftOf,
  withModifierGroup,
  withModifierScale,
  withoutModifierGroup,
  withoutModifierScale,
  withoutSize,
  withSize,
  type MenuModifierGroupDraft,
  type MenuModifierScaleDraft,
  type MenuSizeDraft,
  type SavedOption,
} from '@brewline/domain/menu/menu-draft-options';
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';
import type { Db } from '../../db/client.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { MenuDraftRecord } from './menu-draft-repository.ts';
import { editDraft, invalid, versionOf, type MenuEditOutcome } from './menu-draft-service.ts';

/** A size, modifier group or scale of the draft as its editor shows it, with the version a save names. */
export interface DraftOption<D> {
  option: D & { id: number };
  version: number;
}

/** How one kind is read, checked, saved and removed; its kind names its version key and audit entries. */
interface OptionEditor<D extends { id: number | null; name: string }> {
  kind: MenuOptionKind;
  /** Words for "There is no … in the draft." and the conflict's message. */
  what: string;
  draftOf: (tables: MenuTables, id: number) => D | null;
  problems: (draft: D, tables: MenuTables) => MenuProblem[];
  save: (tables: MenuTables, draft: D) => SavedOption;
  remove: (tables: MenuTables, id: number) => MenuTables;
}

const SIZE_EDITOR: OptionEditor<MenuSizeDraft> = {
  kind: 'size',
  what: 'size',
  draftOf: sizeDraftOf,
  problems: sizeProblems,
  save: withSize,
  remove: withoutSize,
};

const MODIFIER_GROUP_EDITOR: OptionEditor<MenuModifierGroupDraft> = {
  kind: 'modifierGroup',
  what: 'modifier group',
  draftOf: modifierGroupDraftOf,
  problems: modifierGroupProblems,
  save: withModifierGroup,
  remove: withoutModifierGroup,
};

const MODIFIER_SCALE_EDITOR: OptionEditor<MenuModifierScaleDraft> = {
  kind: 'modifierScale',
  what: 'modifier scale',
  draftOf: modifierScaleDraftOf,
  problems: modifierScaleProblems,
  save: withModifierScale,
  remove: withoutModifierScale,
};

function draftOptionOf<D extends { id: number | null; name: string }>(
  editor: OptionEditor<D>,
  draft: Pick<MenuDraftRecord, 'tables' | 'entityVersions'>,
  id: number,
): DraftOption<D> | null {
  const option = editor.draftOf(draft.tables, id);
  return option
    ? { option: { ...option, id }, version: versionOf(draft, draftEntityKey(editor.kind, id)) }
    : null;
}

const unknownOption = (editor: { what: string }, id: number) =>
  invalid(refusalMessages.MENU_DRAFT_OPTION_UNKNOWN({ what: editor.what, id }), 'id');

function saveDraftOption<D extends { id: number | null; name: string }>(
  editor: OptionEditor<D>,
  db: Db,
  actor: AuditActor,
  option: D,
  expectedVersion: number | null | undefined,
  now: Date,
): Promise<MenuEditOutcome<DraftOption<D>>> {
  let savedId = option.id;
  return editDraft(db, actor, now, {
    key: option.id === null ? null : draftEntityKey(editor.kind, option.id),
    expectedVersion,
    what: editor.what,
    current: (draft) => (savedId === null ? null : draftOptionOf(editor, draft, savedId)),
    audit: { action: `menu.${editor.kind}.save`, entityType: editor.kind },
    apply: (draft) => {
      if (option.id !== null && !editor.draftOf(draft.tables, option.id))
        return unknownOption(editor, option.id);
      const problems = editor.problems(option, draft.tables);
      if (problems.length > 0) return { ok: false, kind: 'invalid', problems };
      const { tables, id } = editor.save(draft.tables, option);
      savedId = id;
      const key = draftEntityKey(editor.kind, id);
      const saved = draftOptionOf(editor, { tables, entityVersions: draft.entityVersions }, id);
      if (!saved) throw new Error(`The saved ${editor.what} is missing`);
      return { ok: true, value: { tables, key, value: { ...saved, version: versionOf(draft, key) + 1 } } };
    },
  });
}

/**
 * Takes the size, group or scale out of the draft, refused while a product still offers it (the
 * refusal names the products). Publishing then removes it for customers, with its store prices.
 */
function removeDraftOption<D extends { id: number | null; name: string }>(
  editor: OptionEditor<D>,
  db: Db,
  actor: AuditActor,
  id: number,
  expectedVersion: number,
  now: Date,
): Promise<MenuEditOutcome<boolean>> {
  const key = draftEntityKey(editor.kind, id);
  return editDraft(db, actor, now, {
    key,
    expectedVersion,
    what: editor.what,
    current: (draft) => draftOptionOf(editor, draft, id),
    audit: { action: `menu.${editor.kind}.remove`, entityType: editor.kind },
    apply: (draft) => {
      const option = editor.draftOf(draft.tables, id);
      if (!option) return unknownOption(editor, id);
      const problems = optionRemovalProblems(draft.tables, editor.kind, id, option.name);
      if (problems.length > 0) return { ok: false, kind: 'invalid', problems };
      return { ok: true, value: { tables: editor.remove(draft.tables, id), key, value: true } };
    },
  });
}

/** The editor's calls for one kind: save and remove. */
function optionCalls<D extends { id: number | null; name: string }>(editor: OptionEditor<D>) {
  return {
    save: (db: Db, actor: AuditActor, option: D, expectedVersion: number | null | undefined, now: Date) =>
      saveDraftOption(editor, db, actor, option, expectedVersion, now),
    remove: (db: Db, actor: AuditActor, id: number, expectedVersion: number, now: Date) =>
      removeDraftOption(editor, db, actor, id, expectedVersion, now),
  };
}

export const draftSizes = optionCalls(SIZE_EDITOR);
export const draftModifierGroups = optionCalls(MODIFIER_GROUP_EDITOR);
export const draftModifierScales = optionCalls(MODIFIER_SCALE_EDITOR);
