// The back office's edits to sizes, modifier groups and modifier scales in the menu draft
// (decision 009): like a product's, each is version-checked (EDIT_CONFLICT with the record as it is
// now), held to the domain's rules and audited in the edit's own transaction (editDraft).
import { draftEntityKey } from '@brewline/domain/menu-draft';
import {
  modifierGroupProblems,
  modifierScaleProblems,
  sizeProblems,
} from '@brewline/domain/menu-draft-option-rules';
import type { MenuProblem } from '@brewline/domain/menu-draft-rules';
import {
  modifierGroupDraftOf,
  modifierScaleDraftOf,
  sizeDraftOf,
  withModifierGroup,
  withModifierScale,
  withSize,
  type MenuModifierGroupDraft,
  type MenuModifierScaleDraft,
  type MenuSizeDraft,
} from '@brewline/domain/menu-draft-options';
import type { MenuTables } from '@brewline/domain/menu-tables';
import type { Db } from '../../db/client.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { MenuDraftRecord } from './menu-draft-repository.ts';
import { editDraft, invalid, versionOf, type MenuEditOutcome } from './menu-draft-service.ts';

/** A size, modifier group or scale of the draft as its editor shows it, with the version a save names. */
export interface DraftOption<D> {
  option: D & { id: number };
  version: number;
}

type OptionKind = 'size' | 'modifierGroup' | 'modifierScale';

/** How each kind is read, checked, saved, named in the refusal and in the audit log. */
interface OptionEditor<D extends { id: number | null }> {
  kind: OptionKind;
  /** Words for "There is no … in the draft." and the conflict's message. */
  what: string;
  auditEntityType: string;
  draftOf: (tables: MenuTables, id: number) => D | null;
  problems: (draft: D, tables: MenuTables) => MenuProblem[];
  save: (tables: MenuTables, draft: D) => { tables: MenuTables; id: number };
}

const SIZE_EDITOR: OptionEditor<MenuSizeDraft> = {
  kind: 'size',
  what: 'size',
  auditEntityType: 'size',
  draftOf: sizeDraftOf,
  problems: sizeProblems,
  save: (tables, draft) => {
    const saved = withSize(tables, draft);
    return { tables: saved.tables, id: saved.sizeId };
  },
};

const MODIFIER_GROUP_EDITOR: OptionEditor<MenuModifierGroupDraft> = {
  kind: 'modifierGroup',
  what: 'modifier group',
  auditEntityType: 'modifierGroup',
  draftOf: modifierGroupDraftOf,
  problems: modifierGroupProblems,
  save: (tables, draft) => {
    const saved = withModifierGroup(tables, draft);
    return { tables: saved.tables, id: saved.modifierGroupId };
  },
};

const MODIFIER_SCALE_EDITOR: OptionEditor<MenuModifierScaleDraft> = {
  kind: 'modifierScale',
  what: 'modifier scale',
  auditEntityType: 'modifierScale',
  draftOf: modifierScaleDraftOf,
  problems: modifierScaleProblems,
  save: (tables, draft) => {
    const saved = withModifierScale(tables, draft);
    return { tables: saved.tables, id: saved.modifierScaleId };
  },
};

function draftOptionOf<D extends { id: number | null }>(
  editor: OptionEditor<D>,
  draft: Pick<MenuDraftRecord, 'tables' | 'entityVersions'>,
  id: number,
): DraftOption<D> | null {
  const option = editor.draftOf(draft.tables, id);
  return option
    ? { option: { ...option, id }, version: versionOf(draft, draftEntityKey(editor.kind, id)) }
    : null;
}

function saveDraftOption<D extends { id: number | null }>(
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
    audit: { action: `menu.${editor.kind}.save`, entityType: editor.auditEntityType },
    apply: (draft) => {
      if (option.id !== null && !editor.draftOf(draft.tables, option.id))
        return invalid(`There is no ${editor.what} ${option.id} in the draft.`, 'id');
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

export const draftSizeOf = (draft: MenuDraftRecord, id: number) => draftOptionOf(SIZE_EDITOR, draft, id);
export const draftModifierGroupOf = (draft: MenuDraftRecord, id: number) =>
  draftOptionOf(MODIFIER_GROUP_EDITOR, draft, id);
export const draftModifierScaleOf = (draft: MenuDraftRecord, id: number) =>
  draftOptionOf(MODIFIER_SCALE_EDITOR, draft, id);

export const saveDraftSize = (
  db: Db,
  actor: AuditActor,
  size: MenuSizeDraft,
  expectedVersion: number | null | undefined,
  now: Date,
) => saveDraftOption(SIZE_EDITOR, db, actor, size, expectedVersion, now);

export const saveDraftModifierGroup = (
  db: Db,
  actor: AuditActor,
  group: MenuModifierGroupDraft,
  expectedVersion: number | null | undefined,
  now: Date,
) => saveDraftOption(MODIFIER_GROUP_EDITOR, db, actor, group, expectedVersion, now);

export const saveDraftModifierScale = (
  db: Db,
  actor: AuditActor,
  scale: MenuModifierScaleDraft,
  expectedVersion: number | null | undefined,
  now: Date,
) => saveDraftOption(MODIFIER_SCALE_EDITOR, db, actor, scale, expectedVersion, now);
