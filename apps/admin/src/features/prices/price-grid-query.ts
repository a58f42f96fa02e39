import { graphql } from '../../lib/graphql.ts';

export const PriceGridQuery = graphql(`
  query PriceGrid($filter: PriceGridFilterInput, $page: Int, $pageSize: Int) {
    priceGrid(filter: $filter, page: $page, pageSize: $pageSize) {
      groups {
        id
        parentId
        name
      }
      regions {
        id
        name
      }
      columns {
        key
        level
        scopeId
        label
        regionId
      }
      rows {
        rowKey
        kind
        productId
        sizeId
        modifierId
        itemName
        variantName
        groupName
        cells {
          cellKey
          columnKey
          liveCents
          pendingCents
          inheritedCents
        }
      }
      totalRows
      page
      pageSize
      pendingCount
    }
  }
`);
