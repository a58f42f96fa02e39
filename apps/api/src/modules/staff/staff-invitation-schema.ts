// An invitation to join the staff, and the one just made (with its link, shown once).
import type { Builder } from '../../graphql/builder.ts';
import { type InvitationRecord } from './staff-repository.ts';
import type { addStaffMemberTypes } from './staff-member-schema.ts';

export function addStaffInvitationTypes(
  builder: Builder,
  StaffRoleEnum: ReturnType<typeof addStaffMemberTypes>['StaffRoleEnum'],
) {
  const StaffInvitation = builder.objectRef<InvitationRecord>('StaffInvitation').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      email: t.exposeString('email'),
      role: t.field({ type: StaffRoleEnum, resolve: (i) => i.role }),
      storeIds: t.exposeIntList('storeIds'),
      createdAt: t.string({ resolve: (i) => i.createdAt.toISOString() }),
      expiresAt: t.string({ resolve: (i) => i.expiresAt.toISOString() }),
    }),
  });
  const CreatedStaffInvitation = builder
    .objectRef<{ invitation: InvitationRecord; token: string }>('CreatedStaffInvitation')
    .implement({
      fields: (t) => ({
        invitation: t.field({ type: StaffInvitation, resolve: (c) => c.invitation }),
        token: t.exposeString('token', {
          description:
            "The link's secret, given once: the link is /admin/join#token on the back office's address.",
        }),
      }),
    });
  return { StaffInvitation, CreatedStaffInvitation };
}
