"""Stand-in for your report generator (not shown on the page)."""


async def build_pdf(customer_id: str) -> bytes:
    return b"%PDF-1.7 report for " + customer_id.encode()
